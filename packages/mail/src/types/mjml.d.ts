// mjml 4 renders synchronously; @types/mjml now resolves to mjml 5's asynchronous typings, so
// the part we use is declared here.
declare module 'mjml' {
  interface MjmlError {
    line: number;
    message: string;
    tagName: string;
    formattedMessage: string;
  }
  interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    minify?: boolean;
  }
  export default function mjml2html(
    source: string,
    options?: MjmlOptions,
  ): { html: string; errors: MjmlError[] };
}

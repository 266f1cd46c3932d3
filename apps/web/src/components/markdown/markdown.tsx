import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';

/**
 * Links may use only http, https, irc, ircs, mailto and xmpp (or be relative); anything else,
 * such as `javascript:`, loses its address. This is react-markdown's own rule, named here
 * because the spec relies on it.
 */
export const safeUrl = (url: string): string => defaultUrlTransform(url);

const components: Components = {
  // Pictures in text are not loaded: the reader sees what they show and where they are.
  img: ({ alt, src }) => (
    <span className="italic text-ink-500">
      {alt}
      {src ? ` (${src})` : ''}
    </span>
  ),
  a: ({ href, children }) => {
    const external = href ? /^[a-z][a-z0-9+.-]*:/i.test(href) : false;
    return (
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  },
};

/** Markdown as formatted text; raw HTML in it is shown as text, never run. */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="prose-ministry">
      <ReactMarkdown urlTransform={safeUrl} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}

export default Markdown;

import { loadServerEnv } from './server-env';

describe('the web server’s configuration', () => {
  it('renders a preview as on SITE_DATE, also with the production build on a local origin', () => {
    expect(loadServerEnv({ SITE_DATE: '2027-03-25' }).SITE_DATE).toBe('2027-03-25');
    expect(
      loadServerEnv({
        NODE_ENV: 'production',
        WEB_ORIGIN: 'http://localhost:8080',
        SITE_DATE: '2027-03-25',
      }).SITE_DATE,
    ).toBe('2027-03-25');
    expect(loadServerEnv({}).SITE_DATE).toBeUndefined();
  });

  it('refuses SITE_DATE on a live (https) site, and a date that is not one', () => {
    expect(() =>
      loadServerEnv({ WEB_ORIGIN: 'https://orthodoxresources.org', SITE_DATE: '2027-03-25' }),
    ).toThrow(/SITE_DATE[\s\S]*previews only/);
    // However the scheme is written.
    for (const origin of ['HTTPS://shop.example', 'Https://shop.example']) {
      expect(() => loadServerEnv({ WEB_ORIGIN: origin, SITE_DATE: '2027-03-25' })).toThrow(
        /SITE_DATE[\s\S]*previews only/,
      );
    }
    expect(() => loadServerEnv({ SITE_DATE: '2027-02-30' })).toThrow(/YYYY-MM-DD/);
  });
});

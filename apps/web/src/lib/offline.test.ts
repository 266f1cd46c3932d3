import { isReadingPage, pageOfDataRequest } from './offline';

describe('the pages kept for reading offline', () => {
  it.each([
    '/',
    '/today',
    '/journey',
    '/journey/great-lent',
    '/product/morning-and-evening-prayers',
    '/product/id/6b17/digital',
    '/calendar/2026-12-19',
    '/orthodoxprayers',
    '/pearls/6b174525858acd24c6a3f56b',
    '/collection/lent',
  ])('keeps %s', (path) => {
    expect(isReadingPage(path)).toBe(true);
  });

  it.each([
    '/checkout',
    '/return',
    '/donate',
    '/donate/manage',
    '/downloads',
    '/downloads/sign-in',
    '/admin',
    '/admin/products',
    '/login',
    '/search',
    '/contact',
    '/subscribe',
    '/subscriptions/abc',
    '/api/products',
    '/journey/feed.xml',
    '/calendar/feasts.ics',
  ])('never keeps %s, which is personal or only means something online', (path) => {
    expect(isReadingPage(path)).toBe(false);
  });

  it('judges a router data request by the page it is for', () => {
    expect(isReadingPage('/_root.data')).toBe(true);
    expect(isReadingPage('/journey/great-lent.data')).toBe(true);
    expect(isReadingPage('/checkout.data')).toBe(false);
  });
});

describe('the page of a router data request', () => {
  it('is the address without `.data`, the home page for `/_root.data`', () => {
    expect(pageOfDataRequest(new URL('https://shop.test/_root.data'))).toBe('/');
    expect(pageOfDataRequest(new URL('https://shop.test/journey/lent.data'))).toBe('/journey/lent');
  });

  it("keeps the page's query and drops the router's own", () => {
    const url = new URL('https://shop.test/product/psalter.data?format=print&_routes=root');
    expect(pageOfDataRequest(url)).toBe('/product/psalter?format=print');
  });
});

/**
 * The api's longest query (`SEARCH_QUERY_MAX_LENGTH` in the contracts, proven equal by a test),
 * kept here as a plain number in a module of its own: the header's search box is on every page,
 * and the contracts' values would bring zod into the first page's JavaScript.
 */
export const QUERY_MAX_LENGTH = 200;

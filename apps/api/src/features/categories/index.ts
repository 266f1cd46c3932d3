// The journal's categories. Posts check theirs here; a deletion is passed on through `onDeleted`.
export { categoriesAnswers, categoriesRoutes } from './categories.routes.js';
export { existingCategoryIds } from './categories.service.js';

export { findCategories, findProducts } from './search-service';

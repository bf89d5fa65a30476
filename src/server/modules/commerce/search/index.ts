export { findCategories, findProducts, type SearchResult } from './search-service';

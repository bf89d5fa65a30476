export { findCategories, findProducts, type SearchResult, type WordMemo } from './search-service';

export { findWordMatches, type WordMatches } from './search-candidates';
export { findCategories, findProducts, type SearchResult, type WordMemo } from './search-service';
export { Ranking } from './ranking';

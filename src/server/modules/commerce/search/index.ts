export { findWordMatches, spliceWordMatches, type WordMatches } from './search-candidates';
export { commonDocumentWords, type ProductWordScores, scoreProducts } from './search-repository';
export { findCategories, findProducts, type SearchResult, type WordMemo } from './search-service';
export { Ranking } from './ranking';

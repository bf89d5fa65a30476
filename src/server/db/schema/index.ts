export * from './sites';
export * from './catalogue';
export * from './commerce';
export * from './accounts';
export * from './content';
export * from './auth';
export * from './addresses';
export * from './reviews';

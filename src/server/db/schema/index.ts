export * from './sites';
export * from './catalogue';
export * from './commerce';
export * from './accounts';
export * from './content';

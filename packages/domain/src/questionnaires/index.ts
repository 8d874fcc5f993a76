export * from './scales';
export * from './definition';
export * from './answers';
export * from './schemas';
export * from './json-schema';
export * from './procurer-common';
export * from './registry';
export * from './sample-answers';

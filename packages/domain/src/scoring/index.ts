export * from './thresholds';
export * from './score';
export * from './evaluate';
export * from './advice';
export * from './rules';

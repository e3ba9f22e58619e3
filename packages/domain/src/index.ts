export * from './accounts';
export * from './constants';
export * from './courier-word';
export * from './locale';
export * from './messages';
export * from './onboarding';
export * from './phone';
export * from './validation';

export * from './errors';
export * from './operation';
export * from './operations';
export * from './primitives';
export * from './types';
export * from './rules';
export { buildOpenApiDocument } from './openapi';
export * as resources from './resources';
export * from './lenient';

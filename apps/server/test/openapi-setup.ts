import { afterEach } from 'vitest';
import { failOnResponseMismatches } from './openapi-responses';

// Every server test: the answers it got must be the ones the OpenAPI document describes.
afterEach(failOnResponseMismatches);

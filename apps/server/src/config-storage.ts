import { z } from 'zod';
import { emptyAsUndefined, optionalText, optionalUrl, requireAllOrNone } from './config-fields';
import type { S3StorageSettings } from './config-settings';

export { requireAllOrNone };

/**
 * STORAGE_S3_*: uploads (logos, delivery photos) go to an S3-compatible bucket when the bucket,
 * region and both keys are given; otherwise to the local folder DATA_DIR/uploads.
 */
export const STORAGE_ENV = {
  STORAGE_S3_BUCKET: optionalText,
  STORAGE_S3_REGION: optionalText,
  STORAGE_S3_ENDPOINT: optionalUrl,
  STORAGE_S3_ACCESS_KEY_ID: optionalText,
  STORAGE_S3_SECRET_ACCESS_KEY: optionalText,
  STORAGE_S3_FORCE_PATH_STYLE: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  ),
};

const REQUIRED = [
  'STORAGE_S3_BUCKET',
  'STORAGE_S3_REGION',
  'STORAGE_S3_ACCESS_KEY_ID',
  'STORAGE_S3_SECRET_ACCESS_KEY',
] as const;

type StorageEnv = z.infer<ReturnType<typeof z.object<typeof STORAGE_ENV>>>;

/** The four are all or none; an endpoint alone also asks for them. */
export function checkStorageEnv(env: StorageEnv, ctx: z.RefinementCtx): void {
  const message = 'is required to store files in S3';
  if (env.STORAGE_S3_ENDPOINT && REQUIRED.every((name) => env[name] === undefined)) {
    for (const name of REQUIRED) ctx.addIssue({ code: 'custom', path: [name], message });
    return;
  }
  requireAllOrNone(env, REQUIRED, message, ctx);
}

export function s3StorageOf(env: StorageEnv): S3StorageSettings | undefined {
  const { STORAGE_S3_BUCKET: bucket, STORAGE_S3_REGION: region } = env;
  const { STORAGE_S3_ACCESS_KEY_ID: accessKeyId, STORAGE_S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!bucket || !region || !accessKeyId || !secretAccessKey) return undefined;
  return {
    bucket,
    region,
    endpoint: env.STORAGE_S3_ENDPOINT?.replace(/\/$/, ''),
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.STORAGE_S3_FORCE_PATH_STYLE === 'true',
  };
}

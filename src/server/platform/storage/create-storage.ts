// Picks the storage driver from the configuration: S3 when S3_* is set, else a folder on
// disk. Apart from storage.ts so the drivers can import the contract without a cycle.

import type { Config } from '../../config';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export function createStorage(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(`${config.dataDir}/files`);
}

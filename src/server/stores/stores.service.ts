import type { Db } from '../db/client.ts';
import type { PointsService } from '../points/points.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';

/** Shared stores, their ratings and the nearby search (issue 10): being built. */
export class StoresService {
  constructor(
    protected readonly db: Db,
    protected readonly points: PointsService,
    protected readonly uploads: UploadsService,
  ) {}
}

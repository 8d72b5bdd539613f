import type { Db } from '../db/client.ts';
import type { PointsService } from '../points/points.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';

/** Taste reviews, their likes, replies and statistics (issue 10): being built. */
export class ReviewsService {
  constructor(
    protected readonly db: Db,
    protected readonly points: PointsService,
    protected readonly uploads: UploadsService,
  ) {}
}

import type { Db } from '../db/client.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';

/** Brands, series and products: the pickers, product pages and the console (issue 10): being built. */
export class CatalogueService {
  constructor(
    protected readonly db: Db,
    protected readonly uploads: UploadsService,
  ) {}
}

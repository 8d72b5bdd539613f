import type { Db } from '../db/client.ts';

/** Notifications and system notices (issue 9): being built. */
export class NotificationsService {
  constructor(
    protected readonly db: Db,
    protected readonly forgetArticles: () => void,
  ) {}
}

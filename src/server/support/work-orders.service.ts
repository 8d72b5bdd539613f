import type { Lang } from '../../shared/i18n.ts';
import type {
  ConsoleWorkOrder,
  ConsoleWorkOrderPage,
  ConsoleWorkOrderQuery,
  WorkOrderAnswerParsed,
  WorkOrderDetail,
  WorkOrderListParsed,
  WorkOrderPage,
  WorkOrderReplyParsed,
  WorkOrderSaveParsed,
  WorkOrderSaved,
} from '../../shared/schemas/support.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { Db } from '../db/client.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';

/**
 * After-sales work orders (`/api/hibackend/workOrder/`): a member opens one (optionally about a
 * redemption order), support answers and closes it in the console; the member is notified.
 */
export class WorkOrdersService {
  constructor(
    private readonly db: Db,
    private readonly uploads: UploadsService,
  ) {}

  save(userId: bigint, input: WorkOrderSaveParsed, lang: Lang): Promise<WorkOrderSaved> {
    void [this.db, this.uploads, userId, input, lang];
    throw new Error('not built yet');
  }

  list(userId: bigint, query: WorkOrderListParsed, lang: Lang): Promise<WorkOrderPage> {
    void [userId, query, lang];
    throw new Error('not built yet');
  }

  /** The member's own work order with its conversation; 404 for anyone else's. */
  detail(userId: bigint, id: bigint, lang: Lang): Promise<WorkOrderDetail> {
    void [userId, id, lang];
    throw new Error('not built yet');
  }

  /** The member's follow-up while the order is unsolved (409 `WORK_ORDER_CLOSED` once solved). */
  reply(userId: bigint, id: bigint, input: WorkOrderReplyParsed, lang: Lang): Promise<WorkOrderDetail> {
    void [userId, id, input, lang];
    throw new Error('not built yet');
  }

  /** The open work order about a redemption order, by redemption id (for the order pages). */
  openForRedeems(userId: bigint, redeemIds: readonly bigint[]): Promise<Map<bigint, bigint>> {
    void [userId, redeemIds];
    throw new Error('not built yet');
  }

  // --- console ---

  consoleList(query: ConsoleWorkOrderQuery): Promise<ConsoleWorkOrderPage> {
    void query;
    throw new Error('not built yet');
  }

  consoleGet(id: bigint): Promise<ConsoleWorkOrder> {
    void id;
    throw new Error('not built yet');
  }

  /** Support's answer (and optional close), audited; the member gets a notification. */
  answer(actor: AuthContext, id: bigint, input: WorkOrderAnswerParsed): Promise<ConsoleWorkOrder> {
    void [actor, id, input];
    throw new Error('not built yet');
  }

  close(actor: AuthContext, id: bigint): Promise<ConsoleWorkOrder> {
    void [actor, id];
    throw new Error('not built yet');
  }
}

import { Link } from './routing.tsx';
import { ApiError } from '../api/api-error.ts';

/** A 404, or a malformed id (400): either way the thing asked for does not exist. */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.code === 404 || error.code === 400);

/** What a detail page shows when its object does not exist, with a way back. */
export function Missing(props: { title: string; to: string; action: string; testId: string }) {
  return (
    <div className="vc-feed__state" data-testid={props.testId}>
      <p className="vc-feed__state-title">{props.title}</p>
      <Link className="vc-button vc-button--soft" to={props.to}>
        {props.action}
      </Link>
    </div>
  );
}

import { Navigate, useLocation } from '../../app/routing.tsx';

/** `/activity/prize`: earlier links to the catalogue land on its spec path, `/activity/prize/constant`. */
export default function PrizeRedirectPage() {
  const { search } = useLocation();
  return <Navigate to={`/activity/prize/constant${search}`} replace />;
}

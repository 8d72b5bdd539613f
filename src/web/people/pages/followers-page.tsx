import { FollowListView } from '../components/follow-list-view.tsx';

/** `/friend`: members who follow me (or `?userId=`: that member's followers). */
export default function FollowersPage() {
  return <FollowListView kind="fans" />;
}

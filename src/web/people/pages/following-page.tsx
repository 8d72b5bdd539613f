import { FollowListView } from '../components/follow-list-view.tsx';

/** `/follow`: members I follow (or `?userId=`: whom that member follows). */
export default function FollowingPage() {
  return <FollowListView kind="friend" />;
}

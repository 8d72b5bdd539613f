/** `/follow`: Members I follow. Being built (issue 9). */
export default function FollowingPage() {
  return null;
}

/** `/friend`: Members who follow me. Being built (issue 9). */
export default function FollowersPage() {
  return null;
}

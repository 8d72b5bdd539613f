/** `/friend/{id}`: A member: posts, counters, follow, block and mute. Being built (issue 9). */
export default function MemberPage() {
  return null;
}

/** `/notice`: Notifications and system notices. Being built (issue 9). */
export default function NoticePage() {
  return null;
}

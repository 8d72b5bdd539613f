import { MyArticles } from '../components/my-articles.tsx';

/** `/my/likes`: articles I liked, newest like first. */
export default function MyLikesPage() {
  return (
    <MyArticles list="likes" label="social.myLikes" empty="social.noLikes" emptyText="social.noLikesText" />
  );
}

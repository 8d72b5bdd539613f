import { MyArticles } from '../components/my-articles.tsx';

/** `/my/saved`: articles I saved, newest save first. */
export default function MySavedPage() {
  return (
    <MyArticles list="saved" label="social.mySaved" empty="social.noSaved" emptyText="social.noSavedText" />
  );
}

import { CategorySaveSchema } from '../../../shared/schemas/content.ts';
import { NameList } from '../components/name-list.tsx';
import { useConsoleT } from '../i18n/console-i18n.ts';

/** Article categories (the feed's tabs), in the order members see them. */
export default function CategoryList() {
  const t = useConsoleT();
  return (
    <NameList
      path="content/categories"
      title={t('content.categories')}
      noun={t('content.category')}
      max={30}
      schema={CategorySaveSchema}
      sort
      editable
      removable
    />
  );
}

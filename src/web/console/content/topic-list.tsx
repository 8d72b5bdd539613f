import { TopicSaveSchema } from '../../../shared/schemas/content.ts';
import { NameList } from '../components/name-list.tsx';
import { useConsoleT } from '../i18n/console-i18n.ts';

/** Topics (`#tags` members add to articles), found by keyword. */
export default function TopicList() {
  const t = useConsoleT();
  return (
    <NameList
      path="content/topics"
      title={t('content.topics')}
      noun={t('content.topic')}
      max={40}
      schema={TopicSaveSchema}
      searchable
      editable
      removable
    />
  );
}

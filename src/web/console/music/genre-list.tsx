import { Table } from 'antd';
import { MusicGenreCreateSchema } from '../../../shared/schemas/reels.ts';
import { NameList, type NamedRow } from '../components/name-list.tsx';
import { useConsoleT } from '../i18n/console-i18n.ts';

type GenreRow = NamedRow & { trackCount: number };

/** Music genres for reels (added here; a genre stays once tracks use it). */
export default function GenreList() {
  const t = useConsoleT();
  return (
    <NameList<GenreRow>
      path="music/genres"
      title={t('music.genres')}
      noun={t('music.genre')}
      max={60}
      schema={MusicGenreCreateSchema}
      sort
      columns={<Table.Column<GenreRow> title={t('music.trackCount')} align="right" dataIndex="trackCount" />}
    />
  );
}

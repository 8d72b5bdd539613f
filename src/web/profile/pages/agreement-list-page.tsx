import { FileOutline } from 'antd-mobile-icons';
import { useT } from '../../i18n/i18n.ts';
import { MenuList } from '../components/menu-list.tsx';

export default function AgreementListPage() {
  const t = useT();
  return (
    <MenuList
      items={[
        { to: '/agreement/user', label: t('title.user'), icon: <FileOutline /> },
        { to: '/agreement/privacy', label: t('title.privacy'), icon: <FileOutline /> },
      ]}
    />
  );
}

import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { routePath } from '../../../lib/routes';

/** The pre-orders' product menu: 'Devices', with 'Knee Sleeve' its one product. */
export function PreordersMenu() {
  const { t } = useTranslation('adminPreorders');
  return (
    <nav aria-labelledby="preorders-menu-title">
      <h2 id="preorders-menu-title" className="h6 text-body-secondary mb-2">
        <i className="bi bi-cpu me-2" aria-hidden="true" />
        {t('devices')}
      </h2>
      <ListGroup>
        <ListGroup.Item action as={NavLink} to={routePath('admin.preordersTable')} end>
          {t('kneeSleeve')}
        </ListGroup.Item>
      </ListGroup>
    </nav>
  );
}

import { Link } from 'react-router-dom';
import * as styles from './catalogue.css';

export interface Crumb {
  label: string;
  /** The page itself, last, has none. */
  to?: string;
}

export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={styles.breadcrumbs}>
        {trail.map((crumb) => (
          <li key={crumb.label + (crumb.to ?? '')} className={styles.breadcrumbItem}>
            {crumb.to ? (
              <Link to={crumb.to} className={styles.breadcrumbLink}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AdminConfig } from '../../../../shared/api';
import { Spinner } from '../../components/Spinner';
import { call } from '../../lib/api';
import { messageFor, SCREEN_MESSAGES } from '../../lib/errors';
import { ConfigTabs } from './ConfigTabs';

export default function AdminScreen() {
  const navigate = useNavigate();
  const [config, setConfig] = useState<AdminConfig | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void call('admin:config').then((result) => {
      if (!live) return;
      if (result.ok) setConfig(result.data);
      else setError(messageFor(result.error, SCREEN_MESSAGES.adminConfig));
    });
    return () => {
      live = false;
    };
  }, []);

  const back = (
    <button type="button" className="button" onClick={() => void navigate('/settings')}>
      Back to Settings
    </button>
  );

  if (error) {
    return (
      <section className="card">
        <h1>Admin Configuration</h1>
        <div className="notice notice--error" role="alert">
          {error}
        </div>
        {back}
      </section>
    );
  }
  if (!config) return <Spinner label="Loading configuration..." />;

  return (
    <section className="card" aria-labelledby="admin-heading">
      <div className="round__top">
        <h1 id="admin-heading">Admin Configuration</h1>
        {back}
      </div>
      <p className="notice notice--info">
        Read-only view. Editing capabilities will be added in a future update.
      </p>
      <ConfigTabs config={config} />
    </section>
  );
}

import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSetPageTitle } from '../../hooks/use-set-page-title';

/** `/user/deleted`: shown after the account was deleted. */
export function DeletedPage() {
  const navigate = useNavigate();
  useSetPageTitle('Account deleted');
  return (
    <div className="sl-container sl-page-state">
      <Result
        status="success"
        title={<h1 className="sl-page-state__title">Your account has been deleted</h1>}
        subTitle="Your personal data is gone and you are signed out everywhere. Thank you for using StackLens."
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            Back to home
          </Button>
        }
      />
    </div>
  );
}

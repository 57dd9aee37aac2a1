import { useEffect, useState } from 'react';
import { App } from 'antd';
import { LightButton } from '../../components/light-antd';
import { LinkOutlined, ShareAltOutlined } from '@ant-design/icons';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers or a denied permission: select a temporary field and copy.
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.appendChild(field);
    field.select();
    const copied = document.execCommand('copy');
    field.remove();
    return copied;
  }
}

/**
 * Shares a result page: "Copy link" always, and "Share" (the system share sheet of the Web Share API) where the
 * browser has it.
 */
export function ShareButtons({ url, title, text }: { url: string; title: string; text: string }) {
  const { message } = App.useApp();
  // Detected after mounting, so the server render and the first client render agree.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => {
    setCanShare(typeof navigator.share === 'function' && (navigator.canShare?.({ url, title }) ?? true));
  }, [url, title]);

  const copy = async () => {
    if (await copyText(url)) message.success({ content: 'Link copied to the clipboard', key: 'share' });
    else message.error({ content: `Copy this link: ${url}`, key: 'share', duration: 8 });
  };
  const share = async () => {
    try {
      await navigator.share({ url, title, text });
    } catch (error) {
      if ((error as DOMException)?.name !== 'AbortError') await copy();
    }
  };

  return (
    <>
      {canShare && (
        <LightButton size="large" icon={<ShareAltOutlined aria-hidden="true" />} onClick={share}>
          Share
        </LightButton>
      )}
      <LightButton size="large" icon={<LinkOutlined aria-hidden="true" />} onClick={copy}>
        Copy link
      </LightButton>
    </>
  );
}

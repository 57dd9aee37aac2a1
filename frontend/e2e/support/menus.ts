import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens an antd dropdown menu by clicking `trigger`, waits until its popup has finished opening, and returns the
 * open popup. An item clicked while the popup is still aligning or scaling in (antd's `slide-up` motion) can be
 * missed: Playwright may see the item's box at a pre-alignment position that is stable for two frames, and then click
 * beside it. Waiting for the motion classes (`*-appear`, `*-enter`, `*-leave` of rc-motion) to go avoids that.
 */
export async function openMenu(page: Page, trigger: Locator): Promise<Locator> {
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const popup = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(popup).toHaveCount(1);
  await expect(popup).toBeVisible();
  await expect(popup).not.toHaveClass(/-(appear|enter|leave)(-|\s|$)/);
  return popup;
}

/** Opens the menu of `trigger` (see {@link openMenu}) and clicks its item named `name`. */
export async function chooseMenuItem(page: Page, trigger: Locator, name: string | RegExp): Promise<void> {
  const popup = await openMenu(page, trigger);
  await popup.getByRole('menuitem', { name }).click();
}

/**
 * Chooses the page size `label` ("10 / page" … or "All") in the size changer of the antd pagination inside `scope`,
 * and checks the changer then shows it (an unknown size once rendered "NaN / page").
 */
export async function choosePageSize(page: Page, scope: Locator, label: string): Promise<void> {
  const changer = scope.locator('.ant-pagination-options .ant-select');
  await changer.click();
  const popup = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(popup).toBeVisible();
  await expect(popup).not.toHaveClass(/-(appear|enter|leave)(-|\s|$)/);
  await popup.getByRole('option', { name: label, exact: true }).click();
  await expect(changer).toContainText(label);
  await expect(scope).not.toContainText('NaN');
}

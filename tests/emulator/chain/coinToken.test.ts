/**
 * The coin token on the local chain: 18 decimals, rewards and deductions only
 * by its signer, and an operation id applied once (a repeat changes nothing).
 */
import { Wallet, type Contract } from 'ethers';
import { beforeAll, describe, expect, it } from 'vitest';
import { coinUnits } from '@rehab/model/chain/coinToken';
import { account, deployToken, DEV_ACCOUNT_KEYS, operationId, revertOf } from './chain';

const holder = Wallet.createRandom().address;
const signer = account(DEV_ACCOUNT_KEYS.first);
const stranger = account(DEV_ACCOUNT_KEYS.second);

async function mined(tx: Promise<{ wait(): Promise<unknown> }>) {
  return (await tx).wait();
}

describe('the coin token', () => {
  let token: Contract;
  const asStranger = () => token.connect(stranger) as Contract;

  beforeAll(async () => {
    token = await deployToken(signer);
  });

  it("is 'Texavie Coin' (TX) with 18 decimals", async () => {
    expect(await token.name()).toBe('Texavie Coin');
    expect(await token.symbol()).toBe('TX');
    expect(await token.decimals()).toBe(18n);
    expect(await token.signer()).toBe(await signer.getAddress());
  });

  it('rewards from the signer, once per operation id', async () => {
    const id = operationId('reward', 'evt_first');
    expect(await token.reward.staticCall(holder, coinUnits(5), id)).toBe(true);
    await mined(token.reward(holder, coinUnits(5), id));
    expect(await token.balanceOf(holder)).toBe(coinUnits(5));
    expect(await token.operationDone(id)).toBe(true);

    expect(await token.reward.staticCall(holder, coinUnits(5), id)).toBe(false);
    await mined(token.reward(holder, coinUnits(50), id));
    expect(await token.balanceOf(holder)).toBe(coinUnits(5));
    expect(await token.totalSupply()).toBe(coinUnits(5));
    expect(await token.queryFilter(token.filters.CoinsRewarded(id))).toHaveLength(1);
  });

  it('deducts from the signer, once per operation id, and never below zero', async () => {
    const id = operationId('deduct', 'refund_1');
    await mined(token.deduct(holder, coinUnits('1.5'), id));
    await mined(token.deduct(holder, coinUnits('1.5'), id));
    expect(await token.balanceOf(holder)).toBe(coinUnits('3.5'));
    expect(await token.queryFilter(token.filters.CoinsDeducted(id))).toHaveLength(1);

    const tooMuch = operationId('deduct', 'refund_2');
    expect(await revertOf(token, token.deduct(holder, coinUnits(4), tooMuch))).toMatchObject({ name: 'ERC20InsufficientBalance' });
    // A refused deduction leaves its id unused.
    expect(await token.operationDone(tooMuch)).toBe(false);
    expect(await token.balanceOf(holder)).toBe(coinUnits('3.5'));
  });

  it('shares one space of ids between rewards and deductions', async () => {
    const id = operationId('reward', 'evt_first');
    await mined(token.deduct(holder, coinUnits(1), id));
    expect(await token.balanceOf(holder)).toBe(coinUnits('3.5'));
  });

  it('refuses rewards and deductions from anyone else, changing nothing', async () => {
    const strangerAddress = await stranger.getAddress();
    expect(await revertOf(token, asStranger().reward(holder, coinUnits(100), operationId('reward', 'forged')))).toEqual({
      name: 'NotSigner',
      args: [strangerAddress],
    });
    expect(await revertOf(token, asStranger().deduct(holder, coinUnits(1), operationId('deduct', 'forged')))).toEqual({
      name: 'NotSigner',
      args: [strangerAddress],
    });
    expect(await token.operationDone(operationId('reward', 'forged'))).toBe(false);
    expect(await token.balanceOf(holder)).toBe(coinUnits('3.5'));
    expect(await token.totalSupply()).toBe(coinUnits('3.5'));
  });
});

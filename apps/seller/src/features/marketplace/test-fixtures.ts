// Tests only: the connection's answers as the server gives them.
import { MARKETPLACE_MESSAGES, type TMarketplaceStatus } from '@margin/core';

const base: TMarketplaceStatus = {
  configured: true,
  connected: false,
  capabilities: { market_research: true, shop_data: false },
  market_research_status: 'active',
  shop_data_status: 'not_connected',
  shop_name: null,
  shop_id: null,
  last_sync_at: null,
  message: MARKETPLACE_MESSAGES.notConnectedStatus,
  error: null,
};

export const STATUS = {
  notConfigured: {
    ...base,
    configured: false,
    capabilities: { market_research: false, shop_data: false },
    market_research_status: 'coming_soon',
    shop_data_status: 'coming_soon',
    message: MARKETPLACE_MESSAGES.notConfigured,
  },
  notConnected: base,
  connected: {
    ...base,
    connected: true,
    capabilities: { market_research: true, shop_data: true },
    shop_data_status: 'active',
    shop_name: 'ClayAndLinen',
    shop_id: '48151623',
    last_sync_at: '2026-11-25T09:30:00.000Z',
    message: MARKETPLACE_MESSAGES.connected,
  },
  needsReconnect: {
    ...base,
    shop_data_status: 'needs_reconnect',
    shop_name: 'ClayAndLinen',
    shop_id: '48151623',
    message: MARKETPLACE_MESSAGES.needsReconnect,
  },
} satisfies Record<string, TMarketplaceStatus>;

export const AUTHORIZATION = {
  authorization_url: 'https://www.etsy.com/oauth/connect?response_type=code&state=st-1',
  state: 'st-1',
  code_verifier: 'verifier-1',
  expires_in: 600,
};

import type { FastifyInstance } from 'fastify';
import { chargingVoucherEndpoints as e } from '@pm/contracts';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { ChargingVouchers } from './create-charging-vouchers';

/** 收费凭证模板 and 凭证收费结算. */
export function registerChargingVoucherRoutes(app: FastifyInstance, vouchers: ChargingVouchers) {
  registerEndpoint(app, e.getChargingTemplate, ({ session }) => vouchers.getTemplate(session));
  registerEndpoint(app, e.saveChargingTemplate, ({ input, session }) => vouchers.saveTemplate(session, input));
  registerEndpoint(app, e.previewChargingVouchers, ({ input, session }) => vouchers.preview(session, input));
  registerEndpoint(app, e.generateChargingVouchers, ({ input, session }) => vouchers.generate(session, input));
  registerEndpoint(app, e.listChargingVouchers, ({ input, session }) => vouchers.list(session, input));
  registerEndpoint(app, e.chargingVoucherSources, ({ input, session }) => vouchers.sources(session, input.id));
}

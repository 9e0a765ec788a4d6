/** Names of the screens of the route table (docs/routes-and-guards.md#route-table). */
export type RouteName =
  | 'root'
  | 'error'
  | 'bloqueada'
  | 'home'
  | 'invite'
  | 'report'
  | 'confirm'
  | 'simulador'
  | 'simulador-consorcio'
  | 'perfil'
  | 'analytics'
  | 'qrcode'
  | 'he'
  | 'business-loan'
  | 'learn-more'
  | 'cards'
  | 'financing'
  | 'benefits'
  | 'loan'
  | 'foresight'
  | 'insurance'
  | 'consortium'
  | 'about-offices'
  | 'solicitation'
  | 'requests'
  | 'offers'
  | 'name'
  | 'product'
  | 'group-segment';

/** A resolved address: the screen and the parameters read from the path. */
export interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
}

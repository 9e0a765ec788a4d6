export async function seedOrders(_db: unknown): Promise<void> {}

import fp from "fastify-plugin";
import { TokenService } from "../auth/tokens.server.ts";

export const tokensPlugin = fp(
  async (app) => {
    app.decorate("tokens", new TokenService(app.config.jwtSecret));
  },
  { name: "tokens", fastify: "5.x" },
);

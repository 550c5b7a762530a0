// nginx round-robin in front of the app instances for the cluster test, everything under the given folder.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { launch, waitForAnswer } from "../launch.mjs";

export function nginxConfig({ dir, port, instancePorts }) {
  const servers = instancePorts.map((instancePort) => `    server 127.0.0.1:${instancePort};`).join("\n");
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 256; }
http {
  log_format upstream '$remote_addr [$time_local] "$request" $status -> $upstream_addr';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  upstream hedge_desk {
${servers}
    keepalive 16;
    # Below Node's own 5 s (next start's default keepAliveTimeout): else nginx reuses a connection
    # the instance is closing, gets a reset, and takes that instance out for 10 s.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://hedge_desk;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # The public host (with its port): server actions compare it with the browser's Origin.
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Appends the address nginx saw; the app takes that right-most entry, never a forged one.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # Streamed pages (loading states) reach the browser as they render.
      proxy_buffering off;
      # Which instance answered: the cluster test proves its claims with it.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export async function startNginx({ nginx, dir, port, instancePorts }) {
  mkdirSync(dir, { recursive: true });
  const configFile = path.join(dir, "nginx.conf");
  writeFileSync(configFile, nginxConfig({ dir, port, instancePorts }));
  const proc = launch(nginx, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", configFile], { inherit: true });
  const url = `http://127.0.0.1:${port}`;
  // Any answer will do, a 404 or a 502 included: nginx is listening.
  await waitForAnswer(proc, `${url}/nginx-is-listening`, { timeoutMs: 10_000, anyStatus: true });
  // SIGQUIT is nginx's graceful stop: it finishes the requests under way.
  return { url, pid: proc.pid, stop: () => proc.stop("SIGQUIT", 5_000) };
}

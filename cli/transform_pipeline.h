/* cli/transform_pipeline.h — `transform --pipeline PIPELINE FILE`: opt-22
 * run once, every pass execution that changed a function checked
 * (pipeline/, docs/transforms.md "A pipeline, pass by pass").  Prefix:
 * cli_. */
#ifndef CLI_TRANSFORM_PIPELINE_H
#define CLI_TRANSFORM_PIPELINE_H

#include "cli/cli.h"

/* The command with --pipeline (cli_cmd_transform hands it over). */
int cli_transform_pipeline(cli_ctx *ctx);

#endif

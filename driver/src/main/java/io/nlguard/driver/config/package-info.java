/** The {@code nlguard.*} settings: their keys, sources and validation. */
package io.nlguard.driver.config;
